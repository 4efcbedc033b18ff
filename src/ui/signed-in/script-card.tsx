import { LuCalendar, LuInfo, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptCardTexts as texts } from '../../content/script-store';
import { type ScriptSummary, scriptPagePath } from '../../services/contract';
import { Badge } from '../components/kit/badge';
import { Button, buttonClass } from '../components/kit/button';
import { formatDate, isFreePrice } from './format';
import { PriceBadge } from './price-badge';
import { scriptCard as styles } from './script.styles';
import { ScriptImage } from './script-image';

/**
 * One script of the grid (spec section 2): the whole card opens the detail; Purchase goes to
 * the checkout, or Get Info (to the detail) once the script is the customer's.
 */
export function ScriptCard({
  script,
  onPurchase,
}: {
  script: ScriptSummary;
  onPurchase: (script: ScriptSummary) => void;
}) {
  const owned = script.isPurchased || isFreePrice(script.price);
  // Absolute ('~'): the card sits inside the customer area's nested router.
  const detailHref = `~${scriptPagePath(script.scriptName)}`;
  return (
    <article className={styles.root} data-testid="script-card">
      <ScriptImage src={script.scriptImageUrl} alt="" decoding="async" />
      <div className={styles.body}>
        <div className={styles.top}>
          <RouterLink href={detailHref} className={styles.overlay}>
            <h2 className={styles.name}>{script.scriptName}</h2>
          </RouterLink>
          <PriceBadge price={script.price} className={styles.price} />
        </div>
        <p className={styles.description}>{script.scriptDescription}</p>
        <div className={styles.badges}>
          <Badge variant="outline">{script.platform}</Badge>
          <Badge variant="outline">{script.brokerage}</Badge>
          <Badge variant="outline">{script.application}</Badge>
        </div>
        <div className={styles.bottom}>
          <div className={styles.date}>
            <LuCalendar aria-hidden="true" />
            <span>
              <span className={styles.srOnly}>{`${texts.created} `}</span>
              {formatDate(script.createdOn)}
            </span>
          </div>
          <div className={styles.action}>
            {owned ? (
              <RouterLink
                href={detailHref}
                aria-label={texts.getInfoLabel(script.scriptName)}
                className={buttonClass({ size: 'sm', variant: 'outline', palette: 'brand' })}
              >
                <LuInfo /> {texts.getInfo}
              </RouterLink>
            ) : (
              <Button
                size="sm"
                palette="brand"
                aria-label={texts.purchaseLabel(script.scriptName)}
                onClick={() => onPurchase(script)}
              >
                <LuShoppingCart /> {texts.purchase}
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
