import { FILES_PATH } from '../services/contract';

/**
 * The addresses outside the site live in the contract: the server's `LINK_*` settings replace
 * them and every page reads them from there.
 */
export {
  defaultExternalLinks,
  type ExternalLinkName,
  type ExternalLinks,
  externalLinkNames,
} from '../services/contract';

/** Where the server publishes the desktop installer (see FILES_DIR in the README). */
export const INSTALLER_PATH = `${FILES_PATH}/SignalHand-Setup-win-x64.zip`;
