import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { releaseForm, releasesConsole } from '../../src/content/admin/releases';
import {
  adminReleasesMachine,
  allowedChanges,
  allowedRolloutChanges,
} from '../../src/machines/admin-releases/machine';
import { releaseFormMachine } from '../../src/machines/release-form/machine';
import type { ReleaseDraft } from '../../src/services/admin-releases';
import { releaseFormData } from '../../src/services/admin-releases';
import type { AdminRelease } from '../../src/services/contract';
import { draftRelease, publishedRelease } from './models/admin-releases';
import { installer } from './models/release-form';
import { httpError, settle } from './support/fixtures';

function startList(answers: Array<AdminRelease[] | Error>) {
  const queue = [...answers];
  const load = vi.fn(async () => {
    const next = queue.shift() ?? [];
    if (next instanceof Error) throw next;
    return { releases: next, minimumVersion: null as string | null };
  });
  const actor = createActor(
    adminReleasesMachine.provide({ actors: { loadReleases: fromPromise(() => load()) } }),
  ).start();
  return { actor, load };
}

function startForm(create: (draft: ReleaseDraft) => Promise<void> = async () => {}) {
  const effects = { create: vi.fn(create), created: vi.fn() };
  const actor = createActor(
    releaseFormMachine.provide({
      actors: {
        createRelease: fromPromise(({ input }: { input: ReleaseDraft }) => effects.create(input)),
      },
      actions: { created: (_, version) => effects.created(version) },
    }),
    { input: { today: '2026-03-02' } },
  ).start();
  actor.send({ type: 'form.open' });
  return { actor, effects };
}

describe('console releases machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the list again after a change, and says when a draft was saved', async () => {
    const published = { ...draftRelease, status: 'published' as const };
    const { actor, load } = startList([[draftRelease], [published], [published, publishedRelease]]);
    await settle();
    actor.send({ type: 'releases.reload' });
    await settle();
    expect(actor.getSnapshot().context.releases?.[0]?.status).toBe('published');
    actor.send({ type: 'releases.created', version: '2.6.0' });
    expect(actor.getSnapshot().context.releases).toHaveLength(1);
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.notice).toBe(releasesConsole.created('2.6.0'));
  });

  it('offers publishing for a draft or withdrawn release, withdrawal for a published one', () => {
    expect(allowedChanges(draftRelease)).toEqual(['publish']);
    expect(allowedChanges({ ...draftRelease, status: 'withdrawn' })).toEqual(['publish']);
    expect(allowedChanges(publishedRelease)).toEqual(['withdraw']);
    expect(allowedChanges({ ...publishedRelease, status: 'yanked' })).toEqual([]);
  });

  it('offers a draft its first share, a published release raise, halt and yank, as its state allows', () => {
    const kinds = (release: AdminRelease) =>
      allowedRolloutChanges(release).map((request) => request.kind);
    expect(kinds(draftRelease)).toEqual(['rollout']);
    // At 100% there is nothing to raise; halted, it can be raised (resumed) but not halted again.
    expect(kinds(publishedRelease)).toEqual(['halt', 'yank']);
    expect(kinds({ ...publishedRelease, rolloutPercent: 25 })).toEqual(['rollout', 'halt', 'yank']);
    expect(kinds({ ...publishedRelease, haltedAt: '2026-01-02T00:00:00.000Z' })).toEqual([
      'rollout',
      'yank',
    ]);
    expect(kinds({ ...publishedRelease, status: 'yanked' })).toEqual([]);
    expect(kinds({ ...publishedRelease, status: 'withdrawn' })).toEqual([]);
  });

  it('offers a retry when the list fails to load', async () => {
    const { actor } = startList([httpError(500), [draftRelease]]);
    await settle();
    expect(actor.getSnapshot().matches('LoadFailed')).toBe(true);
    actor.send({ type: 'releases.retry' });
    await settle();
    expect(actor.getSnapshot().matches('Shown')).toBe(true);
  });
});

describe('new release form machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists what is missing before any upload', () => {
    const { actor, effects } = startForm();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.issues).toEqual([
      { field: 'version', message: releaseForm.issues.version },
      { field: 'notes', message: releaseForm.issues.notes },
      { field: 'files', message: releaseForm.issues.files },
    ]);
    actor.send({ type: 'field.change', field: 'fixes', value: 'A fix' });
    expect(actor.getSnapshot().context.issues.map((issue) => issue.field)).toEqual([
      'version',
      'files',
    ]);
    expect(effects.create).not.toHaveBeenCalled();
  });

  it('uploads the notes by tag and the files, then closes and tells the page', async () => {
    const { actor, effects } = startForm();
    actor.send({ type: 'field.change', field: 'version', value: ' 2.6.0-beta.1 ' });
    actor.send({ type: 'field.change', field: 'channel', value: 'beta' });
    actor.send({ type: 'field.change', field: 'fixes', value: 'Fewer restarts\n\n' });
    actor.send({ type: 'field.change', field: 'features', value: 'Device sign-in' });
    actor.send({ type: 'file.choose', platform: 'windows-x64', file: installer });
    const signature = new File(['c2lnbmVk\n'], `${installer.name}.sig`);
    actor.send({ type: 'signature.choose', platform: 'windows-x64', file: signature });
    actor.send({ type: 'form.submit' });
    await settle();
    const draft = effects.create.mock.calls[0]?.[0];
    expect(draft).toEqual({
      version: '2.6.0-beta.1',
      date: '2026-03-02',
      channel: 'beta',
      notes: [
        { tag: 'Feature', text: 'Device sign-in' },
        { tag: 'Fix', text: 'Fewer restarts' },
      ],
      files: { 'windows-x64': installer },
      signatures: { 'windows-x64': signature },
    });
    expect(effects.created).toHaveBeenCalledWith('2.6.0-beta.1');
    expect(actor.getSnapshot().matches('Closed')).toBe(true);

    const form = await releaseFormData(draft as ReleaseDraft);
    expect(form.get('notes')).toBe(JSON.stringify((draft as ReleaseDraft).notes));
    expect((form.get('file.windows-x64') as File).name).toBe(installer.name);
    expect(form.get('file.macos')).toBeNull();
    // The signature's text, as `npm run release -- sign` wrote it.
    expect(form.get('signature.windows-x64')).toBe('c2lnbmVk');
  });

  it("keeps the form open with the server's reason when it refuses", async () => {
    const { actor } = startForm(async () => {
      throw httpError(422, { message: 'x', errors: { version: 'Version 2.5.0 exists already.' } });
    });
    actor.send({ type: 'field.change', field: 'version', value: '2.5.0' });
    actor.send({ type: 'field.change', field: 'features', value: 'Something' });
    actor.send({ type: 'file.choose', platform: 'macos', file: installer });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().matches('Editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Version 2.5.0 exists already.');
  });
});
