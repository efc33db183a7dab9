import { MalformedMachO } from './malformed.js'
import type { DylibCommand, MachOSlice } from './types.js'

/**
 * The load commands that name other files, by loader.h's names and numbers: the dylibs a slice
 * links (dylib_command), the folders `@rpath/` searches (rpath_command) and its own install name.
 */
const DYLIB_COMMANDS: Record<number, DylibCommand> = {
  0xc: 'LC_LOAD_DYLIB',
  0x8000_0018: 'LC_LOAD_WEAK_DYLIB',
  0x8000_001f: 'LC_REEXPORT_DYLIB',
  0x20: 'LC_LAZY_LOAD_DYLIB',
  0x8000_0023: 'LC_LOAD_UPWARD_DYLIB'
}
const LC_ID_DYLIB = 0xd
const LC_RPATH = 0x8000_001c

/** sizeof(struct dylib_command) and sizeof(struct rpath_command): the name follows them. */
const DYLIB_COMMAND_BYTES = 24
const RPATH_COMMAND_BYTES = 12

/**
 * Reads `command` (the `index`th load command) into `slice` when it names a linked dylib, an rpath
 * or the slice's install name; any other command is left alone. Each name is an lc_str: an offset from the
 * command's start to a C string within the command, which must lie after the fixed fields. Throws
 * MalformedMachO when the command is too short for its fields or its name lies outside it.
 */
export function readLinkCommand(
  cmd: number,
  command: Buffer,
  index: number,
  slice: MachOSlice
): void {
  const dylib = DYLIB_COMMANDS[cmd]
  if (dylib !== undefined) {
    const name = lcString(command, DYLIB_COMMAND_BYTES, index)
    const weak = dylib === 'LC_LOAD_WEAK_DYLIB'
    ;(slice.dylibs ??= []).push({ name, command: dylib, weak })
  } else if (cmd === LC_ID_DYLIB) {
    slice.installName ??= lcString(command, DYLIB_COMMAND_BYTES, index)
  } else if (cmd === LC_RPATH) {
    ;(slice.rpaths ??= []).push(lcString(command, RPATH_COMMAND_BYTES, index))
  }
}

/** The C string an lc_str at byte 8 of the command names: up to its NUL or the command's end. */
function lcString(command: Buffer, fixedBytes: number, index: number): string {
  if (command.length < fixedBytes)
    throw new MalformedMachO(
      `load command ${index} takes ${command.length} bytes where it needs ${fixedBytes}`
    )
  const offset = command.readUInt32LE(8)
  if (offset < fixedBytes || offset >= command.length)
    throw new MalformedMachO(
      `load command ${index} names a path at byte ${offset} of its ${command.length}`
    )
  const end = command.indexOf(0, offset)
  return command.toString('utf8', offset, end < 0 ? command.length : end)
}
