import { expect, it } from 'vitest';
import { readmeReference, renderReference } from '../../scripts/api/reference';

it("lists every declared endpoint in the README's API reference (run npm run api:docs)", () => {
  expect(readmeReference()).toBe(renderReference());
});
