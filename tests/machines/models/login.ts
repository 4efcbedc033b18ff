import { LoginFormSchema } from '../../../src/machines/auth-form-schemas';
import { collectIssues } from '../../../src/machines/form/fields';
import { httpError } from '../support/fixtures';
import type { PathModel } from './path-model';
import { fresh, networkDown, validEmail, validPassword } from './samples';

export const loginModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'field.change', field: 'username', value: validEmail },
    { type: 'field.change', field: 'username', value: 'ada' },
    { type: 'field.change', field: 'password', value: validPassword },
    { type: 'form.submit' },
  ],
  actorOutputs: { login: [fresh] },
  actorErrors: {
    login: [
      httpError(401, {
        data: { code: 'WRONG_CREDENTIALS', message: 'Wrong e-mail or password' },
      }),
      networkDown,
    ],
  },
  invariants: [
    {
      description: 'credentials are only sent once both fields pass the rules',
      holds: (snapshot) =>
        !snapshot.hasTag('busy') ||
        collectIssues(LoginFormSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'field problems and a server error never show together',
      holds: ({ context }) => !(context.issues.length > 0 && context.errorMessage),
    },
  ],
};
