import type { SubOfferDto } from '../../../../src/contracts/marketplace/index.ts';
import { ReliabilityBadge } from './reliability-badge';
import styles from './styles';

/** Who offered to sub: the name, their reliability (a pill whose text says it all) and their note. */
export function OfferWho({ offer }: { offer: SubOfferDto }) {
  return (
    <>
      <span className={styles.listCardTitle}>
        {offer.member.firstName} {offer.member.lastName}
      </span>
      <span className={styles.pills}>
        <ReliabilityBadge reliability={offer.reliability} />
      </span>
      {offer.note && <span className={styles.listCardMeta}>“{offer.note}”</span>}
    </>
  );
}
