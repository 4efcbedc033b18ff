import { TitleBlock } from './title-block';

type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  text?: string;
};

/** The title block of a page section, centred: small label, heading, one line of context. */
export function SectionHeading({ id, ...content }: SectionHeadingProps) {
  return (
    <TitleBlock
      look="section"
      as="h2"
      headingId={id}
      {...content}
      gap="3"
      align="center"
      textAlign="center"
      maxW="3xl"
      mx="auto"
    />
  );
}
