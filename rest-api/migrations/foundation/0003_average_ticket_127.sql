-- Custom SQL migration file, put your code below! --
-- Issue 26: the Club Booking average-ticket card left id 58 (shared with the Club Kiosk card) for
-- its own id 127. Every roles row that held flags on 58 gets the same flags on 127, so nobody
-- loses the card; the string is first padded with zeros to hold chunk 127.
UPDATE "roles" SET "permission_bits" = overlay(
  rpad("permission_bits", greatest(length("permission_bits"), 128 * "permission_chunk_length"), '0')
  placing rpad(substring("permission_bits" from 58 * "permission_chunk_length" + 1 for "permission_chunk_length"), "permission_chunk_length", '0')
  from 127 * "permission_chunk_length" + 1 for "permission_chunk_length"
)
WHERE position('1' in substring("permission_bits" from 58 * "permission_chunk_length" + 1 for "permission_chunk_length")) > 0;
