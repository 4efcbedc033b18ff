import { releasesConsole as texts } from '../../../content/admin/releases';
import { platformLabels } from '../../../content/devices';
import { allowedChanges, allowedRolloutChanges } from '../../../machines/admin-releases/machine';
import type { ReleaseChange, RolloutRequest } from '../../../services/admin-releases';
import type { AdminRelease } from '../../../services/contract';
import { Badge } from '../../components/kit/badge';
import { Button } from '../../components/kit/button';
import type { Palette } from '../../components/kit/palette.styles';
import { formatDate } from '../../signed-in/format';
import { releasesPage as styles } from './releases.styles';

type ReleaseListProps = {
  releases: readonly AdminRelease[];
  /** The release being published or withdrawn now: its button spins. */
  changingVersion: string | null;
  busy: boolean;
  onChange: (version: string, change: ReleaseChange) => void;
  /** A rollout control: its dialog asks for the value and the confirmation. */
  onRollout: (request: RolloutRequest) => void;
};

const statusPalette = {
  draft: 'gray',
  published: 'green',
  withdrawn: 'orange',
  yanked: 'red',
} as const satisfies Record<AdminRelease['status'], Palette>;

function ReleaseFiles({ files }: { files: AdminRelease['files'] }) {
  if (files.length === 0) return <p className={styles.file}>{texts.noFiles}</p>;
  return (
    <ul className={styles.files}>
      {files.map((file) => (
        <li key={file.platform} className={styles.file}>
          <span className={styles.fileName}>{platformLabels[file.platform]}</span>{' '}
          <span className={styles.muted}>
            {file.fileName} · {texts.size(file.size)}
          </span>
          <p className={styles.checksum} title={file.sha256}>
            {texts.sha256Label} <code className={styles.code}>{file.sha256}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <p>
      <span className={styles.factLabel}>{label}:</span> {children}
    </p>
  );
}

/** One release: its state, channel, rollout, downloads, devices, files and its controls. */
function ReleaseItem({ release, ...props }: ReleaseListProps & { release: AdminRelease }) {
  const { version } = release;
  const rolledOut = release.status === 'draft' || release.status === 'published';
  return (
    <li className={styles.release} data-testid={`release-${version}`}>
      <div className={styles.releaseRow}>
        <div className={styles.details}>
          <div className={styles.titleRow}>
            <h2 className={styles.version}>{version}</h2>
            <Badge palette={statusPalette[release.status]}>{texts.status[release.status]}</Badge>
            {release.haltedAt && release.status === 'published' ? (
              <Badge palette="orange">{texts.halted}</Badge>
            ) : null}
            <Badge variant="outline">{texts.channel[release.channel]}</Badge>
          </div>
          <div className={styles.facts}>
            <Fact label={texts.released}>{formatDate(release.date)}</Fact>
            {rolledOut ? (
              <Fact label={texts.rollout}>
                <span data-testid="rollout">{texts.percent(release.rolloutPercent)}</span>
              </Fact>
            ) : null}
            <Fact label={texts.downloads}>
              <span data-testid="downloads">{texts.downloadCount(release.downloads)}</span>
            </Fact>
            <Fact label={texts.devicesOnIt}>
              <span data-testid="devices">{texts.downloadCount(release.devicesOnIt)}</span>
            </Fact>
            <Fact label={texts.notes}>{release.notes.length}</Fact>
          </div>
          {release.yankReason ? (
            <p className={styles.yank}>{texts.yankedBecause(release.yankReason)}</p>
          ) : null}
          <ReleaseFiles files={release.files} />
        </div>
        <div className={styles.actions}>
          {allowedRolloutChanges(release).map((request) => (
            <Button
              key={request.kind}
              size="sm"
              variant="outline"
              palette={request.kind === 'rollout' ? 'brand' : 'red'}
              aria-label={texts.rolloutLabels[request.kind](version, release.status)}
              disabled={props.busy}
              onClick={() => props.onRollout(request)}
            >
              {texts.rolloutButtons[request.kind](release.status)}
            </Button>
          ))}
          {allowedChanges(release).map((change) => (
            <Button
              key={change}
              size="sm"
              variant={change === 'publish' ? 'solid' : 'outline'}
              palette={change === 'publish' ? 'brand' : 'red'}
              aria-label={
                change === 'publish' ? texts.publishLabel(version) : texts.withdrawLabel(version)
              }
              loading={props.changingVersion === version}
              disabled={props.busy}
              onClick={() => props.onChange(version, change)}
            >
              {texts[change]}
            </Button>
          ))}
        </div>
      </div>
    </li>
  );
}

/** Every release, newest first. */
export function ReleaseList(props: ReleaseListProps) {
  return (
    <ul className={styles.list} aria-label={texts.listLabel}>
      {props.releases.map((release) => (
        <ReleaseItem key={release.version} release={release} {...props} />
      ))}
    </ul>
  );
}
