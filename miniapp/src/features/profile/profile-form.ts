import { updateProfileBody } from '@cum/shared/contract/profile';
import { fieldRuleText } from '../../lib/field-rules';

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  username: string;
}
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

const labels: Record<keyof ProfileFormValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
};

/** The contract's own rules (messages of docs/product.md#profile), one message per field. */
export function validateProfile(values: ProfileFormValues): {
  ok: boolean;
  errors: ProfileFormErrors;
  data?: ProfileFormValues;
} {
  const parsed = updateProfileBody.safeParse(values);
  if (parsed.success) return { ok: true, errors: {}, data: parsed.data };
  const errors: ProfileFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileFormValues;
    // Messages such as "must be at most 64 characters" get the field's name in front.
    const english = issue.message.startsWith('must') ? `${labels[field]} ${issue.message}` : issue.message;
    // The same words in the user's language (the English catalog says exactly the contract's sentence).
    errors[field] ??= fieldRuleText(field, english) ?? english;
  }
  return { ok: false, errors };
}
