import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { auditTable } from '../../../content/admin/audit';
import type { AuditFilters as Filters } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { ChoiceSelect } from '../../signed-in/choice-select';

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
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
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
        <HStack gap="2">
          <Button type="submit" colorPalette="brand">
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
        </HStack>
      </SimpleGrid>
    </form>
  );
}
