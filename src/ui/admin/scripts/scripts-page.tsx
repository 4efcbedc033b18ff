import { Button, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { scriptsTableTexts as texts } from '../../../content/admin/scripts';
import { adminSection } from '../../../content/admin-navigation';
import { adminScriptsApi } from '../../../services/admin-scripts';
import {
  ADMIN_PAGE_SIZE,
  type AdminListQuery,
  type AdminScriptSortKey,
  adminScriptPath,
  NEW_SCRIPT_ID,
} from '../../../services/contract';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { AdminSectionHeader } from '../admin-section-header';
import { SearchableTable } from '../components/searchable-table';
import { useAdminList } from '../components/use-admin-list';
import { ScriptActionDialog } from './script-action-dialog';
import { scriptColumns } from './script-columns';
import { useScriptAction, useScriptActionNotice } from './use-script-action';

/** The table's query as the catalogue call takes it: its headers only sort by its own keys. */
const loadScripts = (query: AdminListQuery) =>
  adminScriptsApi.list({
    ...query,
    sort: query.sort as AdminScriptSortKey,
    pageSize: ADMIN_PAGE_SIZE,
  });

/** /admin/scripts (issue 17): the catalogue, searched, sorted and paged, and its actions. */
export default function ScriptsPage() {
  const list = useAdminList(loadScripts, { sort: 'createdOn', order: 'desc' });
  const action = useScriptAction(() => list.send({ type: 'list.reload' }));
  const notice = useScriptActionNotice(action);
  const columns = useMemo(() => scriptColumns(action), [action]);
  return (
    <Stack gap="4">
      <AdminSectionHeader
        section={adminSection.scripts}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink href={`~${adminScriptPath(NEW_SCRIPT_ID)}`}>
              <LuPlus aria-hidden /> {texts.newScript}
            </RouterLink>
          </Button>
        }
      />
      <ActionAlerts notice={notice} />
      <SearchableTable list={list} columns={columns} texts={texts} />
      <ScriptActionDialog action={action} />
    </Stack>
  );
}
