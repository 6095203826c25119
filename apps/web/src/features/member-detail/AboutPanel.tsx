import { Card, Col, Descriptions, Divider, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { memberFormMessages as m, type Member } from '@orrery/contract';
import { Choice, half, WithVisibility } from './fields';
import { memberOptions } from './options';

/** A quarter row where About & Settings runs across the page; half a row when it is a third column. */
const quarter = { xs: 12, md: 6, xxl: 12 };
/** Counts: label and figure never wrap; two a row in the narrow third column. */
const counts = {
  size: 'small',
  column: { xs: 2, md: 3, xxl: 2 },
  styles: { label: { whiteSpace: 'nowrap' }, content: { whiteSpace: 'nowrap' } },
} as const;

const ageRule = { type: 'number' as const, min: 18, max: 100, message: 'Ages run from 18 to 100.' };

/** Panel 3: About & Settings, with the Popularity counts and the Admin Comment. */
export function AboutPanel({ member }: { member: Member }) {
  const { popularity, weekly } = member;
  return (
    <Card title="About & Settings" size="small">
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item label="About" name="bio" rules={[{ max: 2000, message: m.tooLong('About', 2000) }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} showCount />
          </Form.Item>
        </Col>
        <Choice label="Purpose" name="purpose" options={memberOptions.purpose} />
        <Choice label="Wants to meet" name="wantsToMeet" options={memberOptions.wantsToMeet} />
        <WithVisibility name="orientation_public_element" label="Orientation">
          <Choice label="Orientation" name="orientation" options={memberOptions.orientation} />
        </WithVisibility>
        <WithVisibility name="relationship_status_public_element" label="Relationship status">
          <Choice
            label="Relationship status"
            name="relationship_status"
            options={memberOptions.relationship_status}
          />
        </WithVisibility>
        <Col {...quarter}>
          <Form.Item label="Age from" name="ageFrom" rules={[ageRule]}>
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item
            label="Age to"
            name="ageTo"
            dependencies={['ageFrom']}
            rules={[
              ageRule,
              ({ getFieldValue }) => ({
                validator: (_, to: number | null) => {
                  const from = getFieldValue('ageFrom') as number | null;
                  return from === null || to === null || to === undefined || from <= to
                    ? Promise.resolve()
                    : Promise.reject(new Error('The age range must run from a lower age to a higher one.'));
                },
              }),
            ]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Age range visibility" name="age_range_public_element">
            <Select options={memberOptions.publicElement} />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item label="Max distance" name="max_distance">
            <InputNumber min={1} max={20000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Choice label="Distance unit" name="distance_type" options={memberOptions.distance_type} />
        <Col {...quarter}>
          <Form.Item label="Hide from explore" name="hide_from_explore" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col {...quarter}>
          <Form.Item label="Show online status" name="show_online_status" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">Popularity</Divider>
      <Descriptions {...counts}>
        <Descriptions.Item label="Likes">{popularity.likeCount}</Descriptions.Item>
        <Descriptions.Item label="Super likes">{popularity.superLikeCount}</Descriptions.Item>
        <Descriptions.Item label="Passes">{popularity.passesCount}</Descriptions.Item>
        <Descriptions.Item label="Reported">{popularity.reportedCount}</Descriptions.Item>
        <Descriptions.Item label="Blocked">{popularity.blockedCount}</Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">This week</Divider>
      <Descriptions {...counts}>
        <Descriptions.Item label="Swipes">{weekly.userSwipes}</Descriptions.Item>
        <Descriptions.Item label="Likes">{weekly.userLikes}</Descriptions.Item>
        <Descriptions.Item label="Super likes">{weekly.userSuperLikes}</Descriptions.Item>
        <Descriptions.Item label="Matches">{weekly.matchesMade}</Descriptions.Item>
        <Descriptions.Item label="Match me up">{weekly.matchMeupTimeCount}</Descriptions.Item>
        <Descriptions.Item label="Lucky time">{weekly.luckyTimeCount}</Descriptions.Item>
        <Descriptions.Item label="Astro compatibility">{weekly.astroCompVisitCount}</Descriptions.Item>
        <Descriptions.Item label="Chatbot">{weekly.ChatbotVisitCount}</Descriptions.Item>
        <Descriptions.Item label="Jungian compatibility">{weekly.jugnianCompVisitCount}</Descriptions.Item>
      </Descriptions>
      <Divider titlePlacement="start">Admin Comment</Divider>
      <Form.Item name="adminComments" rules={[{ max: 2000, message: m.tooLong('Admin Comment', 2000) }]}>
        <Input.TextArea
          aria-label="Admin Comment"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          showCount
        />
      </Form.Item>
    </Card>
  );
}
