import { useState } from 'react';
import { useLocation } from 'wouter';
import { adminScriptPath, NEW_SCRIPT_ID } from '../../../services/contract';
import { ScriptEditor } from './script-editor';

/**
 * /admin/scripts/:id and /admin/scripts/new (issue 17). A new script's first save puts its id in
 * the address (in place of /new, so a reload reopens it) while the same editor stays, with
 * its 'Saved' answer; any other change of id opens a fresh editor.
 */
export default function ScriptEditorPage({ scriptId }: { scriptId: string | null }) {
  const [, navigate] = useLocation();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const onCreated = (id: string) => {
    setCreatedId(id);
    navigate(`~${adminScriptPath(id)}`, { replace: true });
  };
  const key = scriptId === null || scriptId === createdId ? NEW_SCRIPT_ID : scriptId;
  return <ScriptEditor key={key} scriptId={scriptId} onCreated={onCreated} />;
}
