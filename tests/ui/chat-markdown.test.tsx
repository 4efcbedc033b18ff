import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MarkdownView from '../../src/ui/customer/chat/markdown-view';
import { system } from '../../src/ui/theme';

const reply = [
  'Here is an **RSI** strategy with a `period` of *14*.',
  '',
  '1. Buy below 30',
  '2. Sell above 70',
  '',
  '- uses my_snake_case names',
  '- stays in simulation',
  '',
  '> Run it in simulation first.',
  '',
  '```python',
  'class RsiReversal:',
  '    period = 14',
  '```',
  '',
  '<img src=x onerror="alert(1)"> stays text',
].join('\n');

describe('the chat Markdown reader', () => {
  afterEach(cleanup);

  function renderReply(source: string) {
    return render(
      <ChakraProvider value={system}>
        <MarkdownView source={source} />
      </ChakraProvider>,
    );
  }

  it('keeps snake_case words and lone markers as text', () => {
    const { container } = renderReply('a my_snake_case name and 2 * 3 * 4');
    expect(container.textContent).toBe('a my_snake_case name and 2 * 3 * 4');
    expect(container.querySelector('em')).toBeNull();
  });

  it('runs an unclosed fence (a reply cut short) to the end', () => {
    renderReply('Intro\n```js\nlet a = 1;');
    expect(within(screen.getByRole('figure')).getByText('js')).toBeTruthy();
    expect(screen.getByRole('figure').querySelector('pre code')?.textContent).toBe('let a = 1;\n');
  });

  it('drops a script link target', () => {
    const { container } = renderReply('[click](javascript:alert(1))');
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('renders elements, with the code block labelled and copyable, and never raw HTML', () => {
    const { container } = render(
      <ChakraProvider value={system}>
        <MarkdownView source={reply} />
      </ChakraProvider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('RSI');
    expect(container.querySelector('em')?.textContent).toBe('14');
    expect(container.querySelector('ol')?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('ul')?.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe(
      'Run it in simulation first.',
    );
    const code = screen.getByRole('figure');
    expect(within(code).getByText('python')).toBeTruthy();
    expect(within(code).getByRole('button', { name: /Copy python code/ })).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toBe(
      'class RsiReversal:\n    period = 14\n',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)"> stays text');
  });
});
