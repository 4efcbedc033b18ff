import * as v from 'valibot';
import { noteFields, releaseForm } from '../../content/admin/releases';
import type { ReleaseDraft } from '../../services/admin-releases';
import {
  type DesktopPlatform,
  type ReleaseChannel,
  releaseChannels,
  releaseNoteTags,
} from '../../services/contract';
import { collectIssues } from '../form/fields';

/** What the form's text fields hold: each note field has one note a line. */
export type ReleaseFormValues = {
  version: string;
  date: string;
  channel: ReleaseChannel;
  features: string;
  enhancements: string;
  fixes: string;
};
export type ReleaseFormField = keyof ReleaseFormValues;

export type ReleaseFiles = Partial<Record<DesktopPlatform, File>>;

export const emptyRelease = (today: string): ReleaseFormValues => ({
  version: '',
  date: today,
  channel: 'stable',
  features: '',
  enhancements: '',
  fixes: '',
});

/** The lines of a note field that say something. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The notes in the feed's order of tags: features, enhancements, fixes. */
export const notesOf = (values: ReleaseFormValues): ReleaseDraft['notes'] =>
  releaseNoteTags.flatMap((tag) =>
    linesOf(values[noteFields[tag].field]).map((text) => ({ tag, text })),
  );

const { issues } = releaseForm;

/** A version as the desktop tool writes it (semantic, an optional pre-release after a dash). */
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.]{1,20})?$/;

const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The form's rules, with the problem each field shows (`notes` and `files` for the groups). */
export const ReleaseFormSchema = v.object({
  version: v.pipe(v.string(), v.trim(), v.regex(VERSION, issues.version)),
  date: v.pipe(v.string(), v.check(isCalendarDate, issues.date)),
  channel: v.picklist(releaseChannels, issues.channel),
  notes: v.pipe(v.array(v.unknown()), v.minLength(1, issues.notes)),
  files: v.custom<ReleaseFiles>(
    (files) => typeof files === 'object' && files !== null && Object.keys(files).length > 0,
    issues.files,
  ),
});

/** The form's problems, in the order of its fields. */
export const releaseFormIssues = (values: ReleaseFormValues, files: ReleaseFiles) =>
  collectIssues(ReleaseFormSchema, { ...values, notes: notesOf(values), files });

/** The problem a field loses when it changes: a note field's is the notes' one. */
export const issueFieldOf = (field: ReleaseFormField) =>
  Object.values(noteFields).some((note) => note.field === field) ? 'notes' : field;

/** The release the form describes, as the service sends it. */
export const draftOf = (
  values: ReleaseFormValues,
  files: ReleaseFiles,
  signatures: ReleaseFiles,
): ReleaseDraft => ({
  version: values.version.trim(),
  date: values.date,
  channel: values.channel,
  notes: notesOf(values),
  files,
  signatures,
});
