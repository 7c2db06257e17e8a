import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { TabError, TabLoading } from './query-state';

export interface CrudColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** The row's main cell (its title on a phone card). */
  primary?: boolean;
}

interface CrudTableProps<T> {
  /** The table's accessible name, e.g. 'Tasks'. */
  label: string;
  createLabel: string;
  emptyText: string;
  /** The list's query state (rows once loaded). */
  state: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  rows: readonly T[];
  columns: readonly CrudColumn<T>[];
  rowKey: (row: T) => string;
  /** How the Edit and Delete buttons name the row to a screen reader. */
  rowName: (row: T) => string;
  /** The create (row null) or edit dialog. */
  editor: (row: T | null, close: () => void) => ReactNode;
  /** What the delete confirmation says. */
  confirmDelete: (row: T) => { title: string; description: string };
  remove: { pending: boolean; run: (row: T, done: () => void) => void };
}

/**
 * The admin's list of editable things (tasks, rooms): a create button, the table (a card per row on
 * a phone), Edit and Delete on each row, the editor dialog and the delete confirmation.
 */
export function CrudTable<T>(props: CrudTableProps<T>) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const { state, rows, columns } = props;
  const confirm = deleting ? props.confirmDelete(deleting) : null;

  return (
    <div className="admin-section">
      <div className="admin-toolbar admin-toolbar--end">
        <Button size="m" className="admin-btn-primary" onClick={() => setEditing({ row: null })}>
          {props.createLabel}
        </Button>
      </div>
      {state.isPending ? (
        <TabLoading label={`Loading ${props.label.toLowerCase()}`} />
      ) : state.isError && state.error ? (
        <TabError error={state.error} onRetry={() => void state.refetch()} />
      ) : rows.length === 0 ? (
        <p className="admin-muted admin-empty">{props.emptyText}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label={props.label}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={props.rowKey(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.label}
                      data-label={c.label}
                      className={c.primary ? 'admin-table__primary' : undefined}
                    >
                      {c.cell(row)}
                    </td>
                  ))}
                  <td data-label="Actions">
                    <div className="admin-actions">
                      <Button
                        size="s"
                        mode="bezeled"
                        className="admin-btn-soft"
                        aria-label={`Edit ${props.rowName(row)}`}
                        onClick={() => setEditing({ row })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="s"
                        mode="plain"
                        className="admin-button--danger-text"
                        aria-label={`Delete ${props.rowName(row)}`}
                        onClick={() => setDeleting(row)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && props.editor(editing.row, () => setEditing(null))}
      {deleting && confirm && (
        <ConfirmDialog
          title={confirm.title}
          description={confirm.description}
          confirmLabel="Delete"
          destructive
          busy={props.remove.pending}
          onConfirm={() => props.remove.run(deleting, () => setDeleting(null))}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
