import * as contract from '@cum/shared/contract/areas';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { freshOnReturn } from '../../lib/fresh-on-return';

/** Query keys of the Tasks screen: the active tasks and the user's status of each this period. */
export const tasksKeys = {
  all: ['tasks'] as const,
  list: ['tasks', 'list'] as const,
  userTasks: ['tasks', 'user-tasks'] as const,
};

// Both refetch on mount: an admin may add tasks and a period may roll over between visits.
export const tasksListQuery = queryOptions({
  queryKey: tasksKeys.list,
  queryFn: ({ signal }) => apiCall(contract.tasks.list, { signal }),
  refetchOnMount: 'always',
  ...freshOnReturn,
});

export const userTasksQuery = queryOptions({
  queryKey: tasksKeys.userTasks,
  queryFn: ({ signal }) => apiCall(contract.tasks.userTasks, { signal }),
  refetchOnMount: 'always',
  ...freshOnReturn,
});
