-- Deterministic pseudo-random values for the demo and benchmark data generators
-- (rest-api/src/seed/dashboards): a non-negative int from a bigint key, the same on every run.
CREATE FUNCTION dash_hash(k bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (hashint8(k)::bigint & 2147483647) $$;
