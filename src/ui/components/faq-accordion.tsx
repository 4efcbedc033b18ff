import { LuChevronDown } from 'react-icons/lu';
import { faqItems } from '../../content/faq';
import { styles } from './faq-accordion.styles';

/**
 * The FAQ, shared by the home and contact pages: several answers may be open at once. Native
 * disclosures, so it needs no script: it works from the first paint, and with scripts off.
 */
export function FaqAccordion() {
  return (
    <div className={styles.root}>
      {faqItems.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>
            <span className={styles.questionText}>{item.question}</span>
            <span className={styles.indicator}>
              <LuChevronDown aria-hidden="true" />
            </span>
          </summary>
          <div className={styles.answer}>
            <div className={styles.answerBody}>{item.answer}</div>
          </div>
        </details>
      ))}
    </div>
  );
}
