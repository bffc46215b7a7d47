/** Pay by link (issue 12): filled in by a later commit. */
import type { FastifyInstance } from 'fastify';
import type { PaymentProcessor } from '../../payments/processor.ts';

export async function payLinkRoutes(_app: FastifyInstance, _options: { card: PaymentProcessor | null }) {}
