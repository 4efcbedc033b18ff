// The console's catalogue (issue 17): the scripts table, one script, its changes and its
// picture's upload, operators only; every change is an operator action the audit log records.
import { defineEndpoint, type Refusal, refusing } from '../endpoint';
import { SuccessResponseSchema } from '../store';
import { RowIdParamsSchema } from './lists';
import { adminScriptImagesEndpoint, adminScriptsEndpoint } from './overview';
import {
  AdminScriptImageSchema,
  AdminScriptInputSchema,
  AdminScriptListQuerySchema,
  AdminScriptPageSchema,
  AdminScriptPublishSchema,
  AdminScriptSchema,
  scriptImageRules,
} from './scripts';

const script = `${adminScriptsEndpoint}/:id`;
const NO_SCRIPT: Refusal = { status: 404, description: 'No such script in the catalogue.' };
const NAME_TAKEN: Refusal = { status: 409, description: 'Another script has this name.' };
const PICTURE_NOT_OURS: Refusal = {
  status: 422,
  description: 'A field is wrong, or the picture was not uploaded here: `errors` says which.',
};

export const consoleScriptsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: adminScriptsEndpoint,
    summary: 'The catalogue, published or not, searched, sorted and a page at a time.',
    access: 'operator',
    query: AdminScriptListQuerySchema,
    answer: AdminScriptPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: adminScriptsEndpoint,
    summary: 'Adds a script to the catalogue, unpublished, its content a file or a link.',
    access: 'operator',
    body: AdminScriptInputSchema,
    answer: AdminScriptSchema,
    status: 201,
    refusals: [NAME_TAKEN, PICTURE_NOT_OURS],
    audited: true,
  }),
  // Multipart, read by the handler: no JSON body to declare.
  uploadImage: defineEndpoint({
    method: 'POST',
    path: adminScriptImagesEndpoint,
    summary: `Stores a script's picture from multipart/form-data (field \`${scriptImageRules.field}\`: PNG, JPEG or WebP) and answers its address.`,
    access: 'operator',
    answer: AdminScriptImageSchema,
    status: 201,
    refusals: refusing({
      413: 'The upload is over the size limit.',
      422: 'No picture, or not a picture of an accepted kind and size.',
    }),
    audited: true,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: script,
    summary: 'One script with its content.',
    access: 'operator',
    params: RowIdParamsSchema,
    answer: AdminScriptSchema,
    refusals: [NO_SCRIPT],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: script,
    summary: 'Changes every field of a script, its content included.',
    access: 'operator',
    params: RowIdParamsSchema,
    body: AdminScriptInputSchema,
    answer: AdminScriptSchema,
    refusals: [NO_SCRIPT, NAME_TAKEN, PICTURE_NOT_OURS],
    audited: true,
  }),
  setPublished: defineEndpoint({
    method: 'PATCH',
    path: script,
    summary: 'Publishes a script in the store, or takes it out (its owners keep it).',
    access: 'operator',
    params: RowIdParamsSchema,
    body: AdminScriptPublishSchema,
    answer: AdminScriptSchema,
    refusals: [NO_SCRIPT],
    audited: true,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: script,
    summary: 'Deletes a script nobody owns (an owned one can only be unpublished).',
    access: 'operator',
    params: RowIdParamsSchema,
    answer: SuccessResponseSchema,
    refusals: [NO_SCRIPT, { status: 409, description: 'Customers own the script.' }],
    audited: true,
  }),
};
