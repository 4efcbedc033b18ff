import type { ReactNode } from 'react';
import { scriptDetailTexts as texts } from '../../content/script-store';
import type { ScriptSummary } from '../../services/contract';
import { Badge } from '../components/kit/badge';
import { formatDate } from './format';
import { PriceBadge } from './price-badge';
import { scriptFacts as styles } from './script.styles';
import { ScriptImage } from './script-image';

/**
 * What a script's page says about it: the chart, price, name, description and facts, then
 * `children` (its content, or the way to buy it).
 */
export function ScriptFacts({ script, children }: { script: ScriptSummary; children: ReactNode }) {
  const facts: Array<[string, string]> = [
    [texts.facts.platform, script.platform],
    [texts.facts.brokerage, script.brokerage],
    [texts.facts.market, script.application],
    [texts.facts.created, formatDate(script.createdOn)],
    [texts.facts.contentType, script.contentType.split(';')[0] ?? script.contentType],
  ];
  return (
    <div className={styles.root}>
      <ScriptImage src={script.scriptImageUrl} alt={texts.imageAlt(script.scriptName)} framed />
      <div className={styles.column}>
        <div className={styles.intro}>
          <div className={styles.badges}>
            <PriceBadge price={script.price} />
            {script.isPurchased && (
              <Badge size="lg" variant="subtle" palette="green">
                {texts.purchased}
              </Badge>
            )}
          </div>
          <h1 className={styles.title}>{script.scriptName}</h1>
          <p className={styles.description}>{script.scriptDescription}</p>
        </div>
        <dl className={styles.list}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.item}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        {children}
      </div>
    </div>
  );
}
