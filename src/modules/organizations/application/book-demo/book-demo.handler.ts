import { randomUUID } from 'node:crypto';
import { OPERATOR_ORGANIZATION_ID } from '../../../../contracts/cities.ts';
import type { DemoRequest } from '../../../../contracts/demo-request.ts';
import type { EventBus } from '../../../../platform/bus/index.ts';
import { assertHuman, type CaptchaVerifier } from '../../../../platform/captcha/captcha-verifier.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { DemoRequestEntity } from '../../infrastructure/demo-request.entity.ts';

export class BookDemoHandler {
  readonly #em: EntityManager;
  readonly #bus: EventBus;
  readonly #captcha: CaptchaVerifier;

  constructor(em: EntityManager, bus: EventBus, captcha: CaptchaVerifier) {
    this.#em = em;
    this.#bus = bus;
    this.#captcha = captcha;
  }

  /**
   * Stores the request and, in the same transaction, the event that mails it to sales and confirms
   * it to the organizer: a request is never lost, and never mailed unless stored.
   */
  async handle(request: DemoRequest, remoteIp: string | undefined): Promise<{ id: string }> {
    await assertHuman(this.#captcha, request.captchaToken, remoteIp);
    const { captchaToken: _token, ...fields } = request;
    const id = randomUUID();
    await this.#em.transactional(async (em) => {
      em.create(DemoRequestEntity, {
        ...fields,
        id,
        organizationId: OPERATOR_ORGANIZATION_ID,
        createdAt: new Date(),
      });
      this.#bus.record(em, 'organizations.demo-requested', { demoRequestId: id });
    });
    return { id };
  }
}
