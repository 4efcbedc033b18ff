import { releaseRolloutTexts as texts } from '../../content/admin/releases';
import type { RolloutRequest } from '../../services/admin-releases';
import { rolloutRules } from '../../services/contract';

/** A version as the desktop writes it (the contract's AppVersionSchema, checked here first). */
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}(-[0-9A-Za-z.]{1,20})?$/;

/**
 * What is wrong with the value typed for a rollout change, or null: checked before any call, by
 * the rules the server holds (a share only ever raised; a reason of a few words; a version).
 */
export function rolloutIssue(request: RolloutRequest, value: string): string | null {
  const text = value.trim();
  switch (request.kind) {
    case 'rollout': {
      const percent = Number(text);
      if (!/^\d+$/.test(text) || percent < rolloutRules.minPercent || percent > 100) {
        return texts.issues.percent;
      }
      const mayRepeat = request.draft || request.halted;
      const below = mayRepeat ? percent < request.percent : percent <= request.percent;
      return !request.draft && below ? texts.issues.higher(request.percent) : null;
    }
    case 'yank':
      return text.length < 3 || text.length > rolloutRules.reasonMax ? texts.issues.reason : null;
    case 'minimumVersion':
      return text === '' || VERSION.test(text) ? null : texts.issues.version;
    case 'halt':
      return null;
  }
}
