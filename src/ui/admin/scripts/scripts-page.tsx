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
import { buttonClass } from '../../components/kit/button';
import { ActionAlerts } from '../../signed-in/action-alerts';
import { AdminSectionHeader } from '../admin-section-header';
import { consoleLayout } from '../components/console-layout.styles';
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
    <div className={consoleLayout.stack}>
      <AdminSectionHeader
        section={adminSection.scripts}
        action={
          <RouterLink
            href={`~${adminScriptPath(NEW_SCRIPT_ID)}`}
            className={buttonClass({ palette: 'brand' })}
          >
            <LuPlus aria-hidden /> {texts.newScript}
          </RouterLink>
        }
      />
      <ActionAlerts notice={notice} />
      <SearchableTable list={list} columns={columns} texts={texts} />
      <ScriptActionDialog action={action} />
    </div>
  );
}
