import { Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { releasesConsole, releaseForm as texts } from '../../../content/admin/releases';
import { platformLabels } from '../../../content/devices';
import type { ReleaseFiles } from '../../../machines/release-form/schema';
import { type DesktopPlatform, desktopPlatforms } from '../../../services/contract';

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
    <Fieldset.Root invalid={issue !== null}>
      <Fieldset.Legend>{texts.files}</Fieldset.Legend>
      <Fieldset.HelperText>
        {texts.filesHelp} {texts.signaturesHelp}
      </Fieldset.HelperText>
      <Stack gap="3" mt="2">
        {desktopPlatforms.map((platform) => {
          const label = platformLabels[platform];
          const file = files[platform];
          return (
            <Field.Root key={platform}>
              <Field.Label fontWeight="normal">{label}</Field.Label>
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
            </Field.Root>
          );
        })}
      </Stack>
      {issue ? <Fieldset.ErrorText>{issue}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
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
      <Text fontSize="xs" color="fg.muted" aria-hidden="true">
        {caption}
      </Text>
      <Input
        type="file"
        name={name}
        accept={accept}
        aria-label={label}
        disabled={disabled}
        p="1.5"
        onChange={(event) => onPick(event.target.files?.[0] ?? null)}
      />
      {chosen ? (
        <Text fontSize="xs" color="fg.muted">
          {chosen}
        </Text>
      ) : null}
    </>
  );
}
