import { Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { legalDocumentLabels as labels } from '../../../content/legal/labels';
import type { LegalDocument } from '../../../content/legal/types';
import type { MetaPath } from '../../../content/page-meta';
import { PageHero } from '../../components/page-hero';
import { PageMeta } from '../../components/page-meta';
import { Panel } from '../../components/panel';

const anchor = (index: number) => `section-${index + 1}`;

/** A legal document: title and date, a table of contents, then numbered sections. */
export function LegalDocumentView({
  document,
  metaPath,
}: {
  document: LegalDocument;
  metaPath: MetaPath;
}) {
  return (
    <>
      <PageMeta path={metaPath} />
      <PageHero eyebrow={labels.eyebrow} title={document.title}>
        <Text color="fg.muted" fontSize="sm">
          {labels.updated} <time>{document.updated}</time>
        </Text>
      </PageHero>
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Stack gap="10">
          <Text fontSize="lg" lineHeight="tall">
            {document.intro}
          </Text>
          <Panel as="nav" aria-label={labels.contents} gap="3" p="6">
            <Heading as="h2" size="md">
              {labels.contents}
            </Heading>
            <List.Root as="ol" ps="5" gap="1" columns={{ md: 2 }} fontSize="sm">
              {document.sections.map((section, index) => (
                <List.Item key={section.heading}>
                  <Link
                    href={`#${anchor(index)}`}
                    // 24 px tall at the least, a finger's target (WCAG 2.2's target size).
                    display="inline-block"
                    py="0.5"
                    color="fg.muted"
                    _hover={{ color: 'brand.fg' }}
                    // The address may carry a hash route: scroll without touching the hash.
                    onClick={(event) => {
                      event.preventDefault();
                      globalThis.document.getElementById(anchor(index))?.scrollIntoView();
                    }}
                  >
                    {section.heading}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Panel>
          {document.sections.map((section, index) => (
            <Stack
              as="section"
              key={section.heading}
              gap="3"
              id={anchor(index)}
              scrollMarginTop="24"
            >
              <Heading as="h2" size="xl">
                {index + 1}. {section.heading}
              </Heading>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} color="fg.muted" lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
              {section.list && (
                <List.Root ps="5" gap="2" color="fg.muted" lineHeight="tall">
                  {section.list.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
  );
}
