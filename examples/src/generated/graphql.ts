/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type ExampleLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ExampleLocationsQuery = { locations: Array<{ locationId: number, name: string }> };

export type ExampleLastWeekRevenueQueryVariables = Exact<{ [key: string]: never; }>;


export type ExampleLastWeekRevenueQuery = { ownersBox: { revenue: { title: string, currency: boolean, conversion: { value: number } | null } | null } };
