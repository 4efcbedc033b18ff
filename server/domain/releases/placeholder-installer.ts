import { crc32 } from 'node:zlib';
import { BRAND_NAME } from '../../../src/services/contract';

/**
 * The installer placeholder of a seeded release: a real zip archive (stored, not deflated)
 * holding one README that says what it is. Built the same, byte for byte, every time (the
 * entry's date is the release's), so its SHA-256 stays what the registry recorded.
 */
export function placeholderInstaller(version: string, isoDate: string): Buffer {
  const text = [
    `${BRAND_NAME} ${version} (${isoDate}) - installer placeholder`,
    '',
    'This archive is a PLACEHOLDER, not the desktop tool. The web product builds it so that the',
    'download, the release feed and the checksum checks work end to end before the real',
    'installer is published. An operator replaces it with `npm run release -- publish ...` or',
    'from the operator console (/admin/releases).',
    '',
  ].join('\r\n');
  return zipOf('README.txt', Buffer.from(text, 'utf8'), new Date(`${isoDate}T12:00:00Z`));
}

/** MS-DOS date and time, as zip headers keep them. */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** A zip of one stored entry (APPNOTE 4.3: local header, data, central header, end record). */
function zipOf(name: string, data: Buffer, at: Date): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const { time, date } = dosDateTime(at);
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(20, 6); // version needed
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(time, 12);
  central.writeUInt16LE(date, 14);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  // Extra, comment, disk, internal and external attributes: zero; local header at offset 0.
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
