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
          const file = files[platform];
          return (
            <Field.Root key={platform}>
              <Field.Label fontWeight="normal">{platformLabels[platform]}</Field.Label>
              <Input
                type="file"
                name={`file.${platform}`}
                accept=".zip,.exe,.msi,application/zip"
                aria-label={texts.fileFor(platformLabels[platform])}
                disabled={disabled}
                p="1.5"
                onChange={(event) => onChoose(platform, event.target.files?.[0] ?? null)}
              />
              {file ? (
                <Text fontSize="xs" color="fg.muted">
                  {texts.chosen(file.name, releasesConsole.size(file.size))}
                </Text>
              ) : null}
              <Input
                type="file"
                name={`signature.${platform}`}
                accept=".sig"
                aria-label={texts.signatureFor(platformLabels[platform])}
                disabled={disabled}
                p="1.5"
                mt="1"
                onChange={(event) => onSign(platform, event.target.files?.[0] ?? null)}
              />
              {signatures[platform] ? (
                <Text fontSize="xs" color="fg.muted">
                  {signatures[platform]?.name}
                </Text>
              ) : null}
            </Field.Root>
          );
        })}
      </Stack>
      {issue ? <Fieldset.ErrorText>{issue}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
