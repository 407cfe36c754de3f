/** Conform's metadata as the block forms use it: the schema decides a group's shape, so Conform's types cannot. */
import type { FieldMetadata, FormMetadata } from "@conform-to/react";

// biome-ignore lint/suspicious/noExplicitAny: Conform's metadata of a field of any shape (the schema decides).
export type AnyMeta = FieldMetadata<any, any, string[]>;
// biome-ignore lint/suspicious/noExplicitAny: the form's own shape is the block type's.
export type AnyForm = FormMetadata<any, string[]>;

/** The fields of a group's metadata. */
export const fieldsetOf = (meta: AnyMeta) => (meta as unknown as { getFieldset(): Record<string, AnyMeta> }).getFieldset();
/** The rows of a list's metadata. */
export const rowsOfMeta = (meta: AnyMeta) => (meta as unknown as { getFieldList(): AnyMeta[] }).getFieldList();
