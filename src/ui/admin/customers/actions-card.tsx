import { Button, Input, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { customerActions } from '../../../content/admin/customers';
import type { CustomerActionRequest } from '../../../machines/admin-customer/customer-action';
import { type AdminCustomer, isAdmin } from '../../../services/contract';
import { FormField } from '../../components/form/form-field';
import { ChoiceSelect } from '../../signed-in/choice-select';
import { TitledCard } from '../../signed-in/titled-card';

const texts = customerActions;

/** Tomorrow, as the date field's first allowed day (YYYY-MM-DD, UTC like the server). */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The actions on the customer. Each button only asks: the page's confirmation machine opens the
 * dialog, runs the action when confirmed and shows its outcome.
 */
export function ActionsCard(props: {
  customer: AdminCustomer;
  busy: boolean;
  onRequest: (request: CustomerActionRequest) => void;
}) {
  const { customer, busy, onRequest } = props;
  const [until, setUntil] = useState('');
  const [scriptId, setScriptId] = useState('');
  const script = customer.grantableScripts.find((choice) => choice.id === scriptId);
  const locked = customer.lockedAt !== null;
  const admin = isAdmin(customer.roles);
  // The lock, the ADMIN role and the emergency stop each offer the one change the account can
  // take, red when it takes something away; a button stays the same element as it flips, so it
  // keeps the focus.
  const toggles = [
    locked
      ? { key: 'lock', name: 'unlock' as const, label: texts.unlock, tone: 'teal' }
      : { key: 'lock', name: 'lock' as const, label: texts.lock, tone: 'red' },
    admin
      ? { key: 'admin', name: 'unmakeAdmin' as const, label: texts.unmakeAdmin, tone: 'red' }
      : { key: 'admin', name: 'makeAdmin' as const, label: texts.makeAdmin, tone: 'teal' },
    customer.devicesStopped
      ? { key: 'stop', name: 'resumeDevices' as const, label: texts.resumeDevices, tone: 'teal' }
      : { key: 'stop', name: 'stopDevices' as const, label: texts.stopDevices, tone: 'red' },
  ];
  return (
    <TitledCard title={texts.heading}>
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="end">
          <Stack gap="3">
            <FormField label={texts.untilLabel} required={false}>
              <Input
                type="date"
                min={tomorrow()}
                value={until}
                onChange={(event) => setUntil(event.target.value)}
              />
            </FormField>
            <Wrap gap="3">
              <Button
                colorPalette="brand"
                disabled={busy || until === ''}
                onClick={() => onRequest({ name: 'grantPro', until })}
              >
                {texts.grantPro}
              </Button>
              {customer.complimentaryProUntil ? (
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => onRequest({ name: 'endPro' })}
                >
                  {texts.endPro}
                </Button>
              ) : null}
            </Wrap>
          </Stack>
          <Stack gap="3">
            <FormField
              label={texts.scriptLabel}
              required={false}
              helper={customer.grantableScripts.length === 0 ? texts.noScripts : undefined}
            >
              <ChoiceSelect
                placeholder={texts.scriptPlaceholder}
                choices={customer.grantableScripts.map((choice) => ({
                  value: choice.id,
                  label: choice.scriptName,
                }))}
                value={script ? scriptId : ''}
                onChange={(event) => setScriptId(event.target.value)}
              />
            </FormField>
            <Wrap>
              <Button
                colorPalette="brand"
                disabled={busy || !script}
                onClick={() =>
                  script &&
                  onRequest({
                    name: 'grantScript',
                    scriptId: script.id,
                    scriptName: script.scriptName,
                  })
                }
              >
                {texts.grantScript}
              </Button>
            </Wrap>
          </Stack>
        </SimpleGrid>
        <Wrap gap="3">
          {toggles.map(({ key, name, label, tone }) => (
            <Button
              key={key}
              variant="outline"
              colorPalette={tone}
              disabled={busy}
              onClick={() => onRequest({ name })}
            >
              {label}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </TitledCard>
  );
}
