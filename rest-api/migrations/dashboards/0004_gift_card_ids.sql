ALTER TABLE "dash_gift_card_ledger" ADD COLUMN "card_id" bigint;--> statement-breakpoint
CREATE INDEX "dash_gift_card_ledger_card_idx" ON "dash_gift_card_ledger" USING btree ("card_id");