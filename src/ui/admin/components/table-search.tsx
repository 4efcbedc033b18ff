import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { adminListTexts } from '../../../content/admin/common';
import { selectQuery } from '../../../machines/admin-list/selectors';
import { tableSearch } from './table-search.styles';
import type { AdminListActor } from './use-admin-list';

/** The table's search box: each keystroke goes to the list, which searches once typing pauses. */
export function TableSearch({
  list,
  label = adminListTexts.searchLabel,
}: {
  list: AdminListActor;
  label?: string;
}) {
  const search = useSelector(list, (snapshot) => selectQuery(snapshot).search);
  // The box shows what is typed at once; the machine holds what was last sent.
  const [text, setText] = useState(search);
  return (
    <div className={tableSearch.group}>
      <div className={tableSearch.icon}>
        <LuSearch aria-hidden />
      </div>
      <input
        className={tableSearch.input}
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          list.send({ type: 'query.search', search: event.target.value });
        }}
      />
    </div>
  );
}
