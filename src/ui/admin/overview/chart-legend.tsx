import { overviewTexts } from '../../../content/admin/overview';
import { overview as styles } from './overview.styles';

const texts = overviewTexts.chart;

/**
 * Which colour is which series, drawn in HTML under the chart (the theme carries no recipe for
 * the swatches of Chakra's own chart legend).
 */
export function ChartLegend() {
  const items = [
    { label: texts.signUps, swatch: styles.barSwatch },
    { label: texts.revenue, swatch: styles.lineSwatch },
  ];
  return (
    <div className={styles.legend}>
      {items.map((item) => (
        <div key={item.label} className={styles.legendItem}>
          <div className={item.swatch} aria-hidden />
          {item.label}
        </div>
      ))}
    </div>
  );
}
