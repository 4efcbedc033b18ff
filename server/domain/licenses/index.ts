export { accountEntitlement, LICENSE_MAX_DAYS, PRO_GRACE_DAYS } from './claims';
export { createLicenses, type Licenses } from './licenses';
export {
  createSigningKeys,
  parseSigningKey,
  SigningKeyError,
  type SigningKeys,
} from './signing-keys';
