import { withBlocks } from '../../ui/blocks/with-blocks';
import own from './events.module.css';

/** events.module.css on top of the shared blocks (ui/blocks). */
export default withBlocks(own);
