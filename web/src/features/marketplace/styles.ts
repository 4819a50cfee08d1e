import { withBlocks } from '../../ui/blocks/with-blocks';
import pickup from '../pickup/pickup.module.css';
import own from './marketplace.module.css';

/** marketplace.module.css on top of the shared blocks, with the pickup cards' pills (price, spots). */
export default withBlocks({
  pill: pickup.pill,
  pillPrice: pickup.pillPrice,
  pillGood: pickup.pillGood,
  pillDanger: pickup.pillDanger,
  note: pickup.note,
  ...own,
} as CSSModuleClasses);
