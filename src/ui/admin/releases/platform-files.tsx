import { releasesConsole, releaseForm as texts } from '../../../content/admin/releases';
import { platformLabels } from '../../../content/devices';
import type { ReleaseFiles } from '../../../machines/release-form/schema';
import { type DesktopPlatform, desktopPlatforms } from '../../../services/contract';
import { Input } from '../../components/kit/controls';
import { releasesPage as styles } from './releases.styles';

type PlatformFilesProps = {
  files: ReleaseFiles;
  signatures: ReleaseFiles;
  issue: string | null;
  disabled: boolean;
  onChoose: (platform: DesktopPlatform, file: File | null) => void;
  onSign: (platform: DesktopPlatform, file: File | null) => void;
};

/**
 * One installer file per platform, each optional (at least one is needed), each with the
 * `.sig` file its signing wrote.
 */
export function PlatformFiles(props: PlatformFilesProps) {
  const { files, signatures, issue, disabled, onChoose, onSign } = props;
  return (
    <fieldset className={styles.fileSet} aria-invalid={issue !== null || undefined}>
      <legend className={styles.fileSetLegend}>{texts.files}</legend>
      <p className={styles.fileSetHelp}>
        {texts.filesHelp} {texts.signaturesHelp}
      </p>
      <div className={styles.platforms}>
        {desktopPlatforms.map((platform) => {
          const label = platformLabels[platform];
          const file = files[platform];
          return (
            <div key={platform} className={styles.platform}>
              <span className={styles.platformLabel}>{label}</span>
              <FilePicker
                name={`file.${platform}`}
                accept=".zip,.exe,.msi,application/zip"
                label={texts.fileFor(label)}
                caption={texts.installerCaption}
                chosen={file && texts.chosen(file.name, releasesConsole.size(file.size))}
                disabled={disabled}
                onPick={(picked) => onChoose(platform, picked)}
              />
              <FilePicker
                name={`signature.${platform}`}
                accept=".sig"
                label={texts.signatureFor(label)}
                caption={texts.signatureCaption}
                chosen={signatures[platform]?.name}
                disabled={disabled}
                onPick={(picked) => onSign(platform, picked)}
              />
            </div>
          );
        })}
      </div>
      {issue ? <p className={styles.fileSetError}>{issue}</p> : null}
    </fieldset>
  );
}

type FilePickerProps = {
  name: string;
  accept: string;
  label: string;
  /** Which of the platform's two files it takes, shown above it (its name says it in full). */
  caption: string;
  /** What was chosen, shown under the input. */
  chosen: string | undefined;
  disabled: boolean;
  onPick: (file: File | null) => void;
};

function FilePicker({ name, accept, label, caption, chosen, disabled, onPick }: FilePickerProps) {
  return (
    <>
      <span className={styles.caption} aria-hidden="true">
        {caption}
      </span>
      <Input
        type="file"
        name={name}
        accept={accept}
        aria-label={label}
        disabled={disabled}
        className={styles.fileInput}
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      {chosen ? <span className={styles.caption}>{chosen}</span> : null}
    </>
  );
}
