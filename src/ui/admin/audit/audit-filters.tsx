import { useState } from 'react';
import { auditTable } from '../../../content/admin/audit';
import type { AuditFilters as Filters } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { Button } from '../../components/kit/button';
import { Input } from '../../components/kit/controls';
import { ChoiceSelect } from '../../signed-in/choice-select';
import { audit as styles } from './audit.styles';

const texts = auditTable.filters;
const NONE: Filters = { action: '', from: '', to: '' };

/** The action and the days to show; applied together, so the table loads once. */
export function AuditFilters(props: {
  actions: readonly string[];
  onApply: (filters: Filters) => void;
}) {
  const [filters, setFilters] = useState<Filters>(NONE);
  /** A control's value and its change, for the filter it sets. */
  const bind = (field: keyof Filters) => ({
    value: filters[field],
    onChange: (event: { target: { value: string } }) =>
      setFilters({ ...filters, [field]: event.target.value }),
  });
  return (
    <form
      aria-label={texts.heading}
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply(filters);
      }}
    >
      <div className={styles.filters}>
        <FormField label={texts.action} required={false}>
          <ChoiceSelect
            placeholder={texts.anyAction}
            choices={props.actions.map((action) => ({ value: action, label: action }))}
            {...bind('action')}
          />
        </FormField>
        <FormField label={texts.from} required={false}>
          <Input type="date" {...bind('from')} max={filters.to || undefined} />
        </FormField>
        <FormField label={texts.to} required={false}>
          <Input type="date" {...bind('to')} min={filters.from || undefined} />
        </FormField>
        <div className={styles.filterButtons}>
          <Button type="submit" palette="brand">
            {texts.apply}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setFilters(NONE);
              props.onApply(NONE);
            }}
          >
            {texts.clear}
          </Button>
        </div>
      </div>
    </form>
  );
}
