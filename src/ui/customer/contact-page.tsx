import {
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Icon,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { LuClock, LuMail, LuUsers } from 'react-icons/lu';
import { SUPPORT_EMAIL } from '../../content/brand';
import {
  type ContactField,
  contactFormActors,
  contactFormMachine,
} from '../../machines/contact-form/machine';
import { inspect } from '../../machines/inspector';
import { storeLimits } from '../../services/contract';
import { supportApi } from '../../services/support';
import { useSessionUser } from '../app/session-context';
import { useExternalLinks } from '../app/site-settings-context';
import { NoticeAlert } from '../components/form/notice-alert';
import { PageHeader } from './page-header';

/** Calling codes offered first; the list covers where most customers trade from. */
const phoneCodes = [
  ['+1', 'US / CA +1'],
  ['+44', 'UK +44'],
  ['+61', 'AU +61'],
  ['+49', 'DE +49'],
  ['+33', 'FR +33'],
  ['+34', 'ES +34'],
  ['+39', 'IT +39'],
  ['+31', 'NL +31'],
  ['+41', 'CH +41'],
  ['+971', 'AE +971'],
  ['+65', 'SG +65'],
  ['+91', 'IN +91'],
  ['+81', 'JP +81'],
  ['+52', 'MX +52'],
  ['+55', 'BR +55'],
  ['+27', 'ZA +27'],
] as const;

/** /customer/contact-us: 'Contact Us Directly' (spec sections 2, 5 and 8). */
export default function ContactPage() {
  const user = useSessionUser();
  const links = useExternalLinks();
  const [machine] = useState(() =>
    contactFormMachine.provide({ actors: contactFormActors(supportApi) }),
  );
  const form = useActorRef(machine, {
    input: {
      prefill: user
        ? { firstName: user.firstName, lastName: user.lastName, emailAddress: user.emailAddress }
        : {},
    },
    inspect,
  });
  const values = useSelector(form, (state) => state.context.values);
  const issues = useSelector(form, (state) => state.context.issues);
  const notice = useSelector(form, (state) => state.context.notice);
  const isBusy = useSelector(form, (state) => state.hasTag('busy'));
  const issueOf = (field: ContactField) => issues.find((issue) => issue.field === field)?.message;
  const change =
    (field: ContactField) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.send({ type: 'field.change', field, value: event.target.value });

  const text = (field: ContactField, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={Boolean(issueOf(field))} required>
      <Field.Label>
        {label} <Field.RequiredIndicator />
      </Field.Label>
      <Input name={field} value={values[field]} onChange={change(field)} {...props} />
      <Field.ErrorText>{issueOf(field)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <PageHeader
        title="Contact Us Directly"
        subtitle="Questions about setup, scripts or your plan? Send us a note and we will get back to you."
      />
      <Grid
        templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <Box
          asChild
          p={{ base: '5', md: '8' }}
          bg="bg.subtle"
          borderWidth="1px"
          borderColor="border"
          rounded="2xl"
        >
          <form
            noValidate
            aria-busy={isBusy}
            aria-label="Contact Us Directly"
            onSubmit={(event) => {
              event.preventDefault();
              form.send({ type: 'form.submit' });
            }}
          >
            <Stack gap="5">
              <NoticeAlert notice={notice} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                {text('firstName', 'First Name', { autoComplete: 'given-name', maxLength: 100 })}
                {text('lastName', 'Last Name', { autoComplete: 'family-name', maxLength: 100 })}
              </SimpleGrid>
              {text('emailAddress', 'Email', {
                type: 'email',
                autoComplete: 'email',
                placeholder: 'you@example.com',
                maxLength: 254,
              })}
              <Grid templateColumns={{ base: '1fr', sm: '10rem 1fr' }} gap={{ base: '5', sm: '3' }}>
                <Field.Root invalid={Boolean(issueOf('phoneCode'))} required>
                  <Field.Label>
                    Phone Code <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="phoneCode"
                      aria-label="Phone code"
                      value={values.phoneCode}
                      onChange={change('phoneCode')}
                    >
                      <option value="">Code</option>
                      {phoneCodes.map(([code, label]) => (
                        <option key={code} value={code}>
                          {label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{issueOf('phoneCode')}</Field.ErrorText>
                </Field.Root>
                {text('phoneNumber', 'Phone Number', {
                  type: 'tel',
                  autoComplete: 'tel-national',
                  placeholder: '555 010 4040',
                  maxLength: storeLimits.phoneNumber,
                })}
              </Grid>
              <Field.Root invalid={Boolean(issueOf('reasonToContact'))} required>
                <Field.Label>
                  Reason to Contact <Field.RequiredIndicator />
                </Field.Label>
                <Textarea
                  name="reasonToContact"
                  rows={5}
                  value={values.reasonToContact}
                  maxLength={storeLimits.reason}
                  placeholder="How can we help?"
                  onChange={change('reasonToContact')}
                />
                <Field.ErrorText>{issueOf('reasonToContact')}</Field.ErrorText>
              </Field.Root>
              <Box>
                <Button
                  type="submit"
                  colorPalette="brand"
                  size="lg"
                  disabled={isBusy}
                  loading={isBusy}
                >
                  Submit
                </Button>
              </Box>
            </Stack>
          </form>
        </Box>
        <Stack as="aside" aria-label="Other ways to reach us" gap="4">
          <InfoTile icon={<LuMail />} title="Email">
            <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg">
              {SUPPORT_EMAIL}
            </Link>
          </InfoTile>
          <InfoTile icon={<LuClock />} title="Response time">
            <Text color="fg.muted">Within one business day, Monday to Friday.</Text>
          </InfoTile>
          <InfoTile icon={<LuUsers />} title="Community">
            <Link href={links.community} target="_blank" rel="noopener noreferrer" color="brand.fg">
              Ask other traders
            </Link>
          </InfoTile>
        </Stack>
      </Grid>
    </>
  );
}

function InfoTile({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <HStack
      align="flex-start"
      gap="3"
      p="4"
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
    >
      <Icon boxSize="8" p="1.5" rounded="lg" bg="brand.subtle" color="brand.fg" flexShrink="0">
        {icon}
      </Icon>
      <Stack gap="0.5" fontSize="sm">
        <Text fontWeight="semibold">{title}</Text>
        {children}
      </Stack>
    </HStack>
  );
}
