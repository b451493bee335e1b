-- Answers given in advance: an action may be saved with the actor 'standing'.
ALTER TABLE actions DROP CONSTRAINT IF EXISTS actions_actor_check;
ALTER TABLE actions ADD CONSTRAINT actions_actor_check
    CHECK (actor IN ('player', 'ai', 'replacement', 'standing'));
