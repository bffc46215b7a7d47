/** A choice of a catalogue lookup: id and name. */
import { Type } from 'typebox';

export const Option = Type.Object({ id: Type.Integer(), name: Type.String() });
