export { accountEntitlement, LICENSE_MAX_HOURS, PRO_GRACE_DAYS } from './claims';
export { licenseHolderIds, mayHoldLicense } from './holders';
export { createLicenses, type Licenses } from './licenses';
export {
  createSigningKeys,
  parseSigningKey,
  SigningKeyError,
  type SigningKeys,
} from './signing-keys';
