import { randomInt } from 'node:crypto';
import { deviceFlow } from '../../../src/services/contract';

/**
 * A user code: 8 characters from the contract's alphabet (20 consonants: about 34 bits),
 * written XXXX-XXXX. Typed by a person, so short; guessing is bounded by its 15-minute life,
 * the per-account limit on lookups, and the approval the customer must still give.
 */
export function newUserCode(): string {
  const alphabet = deviceFlow.userCodeAlphabet;
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code += alphabet[randomInt(alphabet.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
