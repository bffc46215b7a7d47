import type { ResourceFieldsProps } from '../../../components/resources/resourceEditorSpec.ts';
import type { ProductField } from './productForm.ts';
import type { ProductLookups } from './productLookups.ts';
import type { ProductRecordShape, ProductValues } from './productValues.ts';

/** What each section of the product editor gets: the generic fields' props. */
export type ProductSectionProps = ResourceFieldsProps<
  ProductRecordShape & { id: number; version: number },
  ProductValues,
  ProductLookups,
  ProductField
>;
