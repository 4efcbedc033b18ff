import type { SnapshotFrom } from 'xstate';
import type { adminCustomerMachine } from './machine';

type CustomerSnapshot = SnapshotFrom<typeof adminCustomerMachine>;

export const selectCustomer = (snapshot: CustomerSnapshot) => snapshot.context.customer;
export const selectIsLoading = (snapshot: CustomerSnapshot) => snapshot.hasTag('loading');
export const selectNotFound = (snapshot: CustomerSnapshot) => snapshot.matches('NotFound');
export const selectLoadFailed = (snapshot: CustomerSnapshot) => snapshot.matches('Failed');
