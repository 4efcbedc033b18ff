import { Grid } from '@chakra-ui/react';
import { customerContactTexts as texts } from '../../content/contact';
import { PageHeader } from '../signed-in/page-header';
import { ContactForm } from './contact/contact-form';
import { OtherWaysToReachUs } from './contact/other-ways';

/** /customer/contact-us: 'Contact Us Directly' (spec sections 2, 5 and 8). */
export default function ContactPage() {
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <Grid
        templateColumns={{ base: '1fr', lg: '2fr 1fr' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <ContactForm />
        <OtherWaysToReachUs />
      </Grid>
    </>
  );
}
