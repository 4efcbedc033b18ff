import type { SnapshotFrom } from 'xstate';
import { loadStatusOf } from '../load-one';
import type { adminCustomerMachine } from './machine';

type CustomerSnapshot = SnapshotFrom<typeof adminCustomerMachine>;

export const selectCustomer = (snapshot: CustomerSnapshot) => snapshot.context.customer;
export const selectLoadStatus = loadStatusOf(selectCustomer);
