import { customerContactTexts as texts } from '../../content/contact';
import { PageHeader } from '../signed-in/page-header';
import { contact as styles } from './contact/contact.styles';
import { ContactForm } from './contact/contact-form';
import { OtherWaysToReachUs } from './contact/other-ways';

/** /customer/contact-us: 'Contact Us Directly' (spec sections 2, 5 and 8). */
export default function ContactPage() {
  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className={styles.columns}>
        <ContactForm />
        <OtherWaysToReachUs />
      </div>
    </>
  );
}
