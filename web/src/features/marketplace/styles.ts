import { withBlocks } from '../../ui/blocks/with-blocks';
import pickup from '../pickup/pickup.module.css';
import own from './marketplace.module.css';

/** marketplace.module.css on top of the shared blocks, with the pickup pages' pills and hero facts (price, spots). */
export default withBlocks({
  pill: pickup.pill,
  pillPrice: pickup.pillPrice,
  pillGood: pickup.pillGood,
  pillDanger: pickup.pillDanger,
  note: pickup.note,
  heroFacts: pickup.heroFacts,
  heroFact: pickup.heroFact,
  ...own,
} as CSSModuleClasses);
