import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditTable } from '../../src/content/admin/audit';
import { AuditFilters } from '../../src/ui/admin/audit/audit-filters';
import { system } from '../../src/ui/theme';

const texts = auditTable.filters;

function showFilters() {
  const onApply = vi.fn();
  render(
    <ChakraProvider value={system}>
      <AuditFilters actions={['script.publish', 'customer.lock']} onApply={onApply} />
    </ChakraProvider>,
  );
  return onApply;
}

describe('the audit log filters', () => {
  afterEach(cleanup);

  it('applies the days chosen together, each bounding the other', () => {
    const onApply = showFilters();
    const from = screen.getByLabelText(new RegExp(`^${texts.from}`));
    const to = screen.getByLabelText(new RegExp(`^${texts.to}`));
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    fireEvent.change(to, { target: { value: '2026-01-09' } });
    expect(to.getAttribute('min')).toBe('2026-01-05');
    expect(from.getAttribute('max')).toBe('2026-01-09');
    fireEvent.click(screen.getByRole('button', { name: texts.apply }));
    expect(onApply).toHaveBeenLastCalledWith({ action: '', from: '2026-01-05', to: '2026-01-09' });
  });

  it('clears every filter and applies none', () => {
    const onApply = showFilters();
    const from = screen.getByLabelText(new RegExp(`^${texts.from}`));
    fireEvent.change(from, { target: { value: '2026-01-05' } });
    fireEvent.click(screen.getByRole('button', { name: texts.clear }));
    expect(onApply).toHaveBeenLastCalledWith({ action: '', from: '', to: '' });
    expect((from as HTMLInputElement).value).toBe('');
  });
});
